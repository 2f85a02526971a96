import random
from dataclasses import dataclass, field

from fastapi import FastAPI, Query

app = FastAPI()


def generate_key() -> str:
    return "ak_" + format(random.getrandbits(128), "032x")


@dataclass
class ApiKey:
    owner: str
    label: str
    key: str = field(default_factory=generate_key)


KEYS: dict[str, ApiKey] = {}


@app.post("/api-keys")
async def create_key(owner: str = Query(..., max_length=64), label: str = Query("default", max_length=32)):
    api_key = ApiKey(owner=owner, label=label)
    KEYS[api_key.key] = api_key
    return {"key": api_key.key, "label": api_key.label}
