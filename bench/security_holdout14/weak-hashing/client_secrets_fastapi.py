import hashlib
import os
from dataclasses import dataclass

from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI()


@dataclass
class StoredSecret:
    salt: bytes
    digest: bytes


CLIENTS: dict[str, StoredSecret] = {}


class ClientIn(BaseModel):
    client_id: str = Field(..., pattern=r"^[a-z0-9-]{3,40}$")
    secret: str = Field(..., min_length=16)


@app.post("/clients")
async def register_client(body: ClientIn):
    salt = os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", body.secret.encode(), salt, 600_000)
    CLIENTS[body.client_id] = StoredSecret(salt, digest)
    return {"client_id": body.client_id}
