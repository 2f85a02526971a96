import secrets

from fastapi import FastAPI

from keys.store import save_key

api = FastAPI()


@api.post("/keys")
def create_api_key(owner: str):
    key = "sk_" + secrets.token_hex(20)
    save_key(owner, key)
    return {"api_key": key}
