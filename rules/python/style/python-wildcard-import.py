# ruleid: python-wildcard-import
from os.path import *
# ruleid: python-wildcard-import
from .helpers import *
# ok: python-wildcard-import
from typing import Any, Optional
# ok: python-wildcard-import
import json


def describe(path: str) -> Optional[Any]:
    return json.dumps({"exists": exists(path), "name": basename(path)})
