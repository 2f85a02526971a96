import hashlib
import secrets
from dataclasses import dataclass

from quart import Quart, g, request

from .store import insert_key

app = Quart(__name__)


@dataclass(frozen=True)
class IssuedKey:
    prefix: str
    secret: str

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.secret.encode()).hexdigest()


@app.post("/api-keys")
async def create_api_key():
    payload = await request.get_json()
    issued = IssuedKey(prefix=f"ak_{g.user_id}", secret=secrets.token_hex(24))
    await insert_key(g.user_id, payload.get("label", "default"), issued.prefix, issued.digest)
    return {"key": f"{issued.prefix}.{issued.secret}"}, 201
