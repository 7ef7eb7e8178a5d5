"""Validates scene files against Resources/scene.schema.json; prints one line per file: OK or the first error."""
import sys

import jsonschema
import yaml

schema_path, *files = sys.argv[1:]
with open(schema_path, encoding="utf-8") as handle:
    validator = jsonschema.Draft202012Validator(yaml.safe_load(handle))
failed = False
for path in files:
    with open(path, encoding="utf-8") as handle:
        errors = sorted(validator.iter_errors(yaml.safe_load(handle)), key=lambda e: list(e.path))
    if errors:
        failed = True
        print(f"{path}: {errors[0].message}")
    else:
        print(f"{path}: OK")
sys.exit(1 if failed else 0)
