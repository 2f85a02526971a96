import asyncio
import hashlib
import hmac
import os
from dataclasses import dataclass

import asyncpg
from aiohttp import web

routes = web.RouteTableDef()
SCRYPT_PARAMS = {"n": 2**14, "r": 8, "p": 1, "dklen": 64}


@dataclass(slots=True)
class StoredHash:
    salt: bytes
    digest: bytes


def _scrypt(password: str, salt: bytes) -> bytes:
    return hashlib.scrypt(password.encode(), salt=salt, **SCRYPT_PARAMS)


async def hash_password(password: str) -> StoredHash:
    salt = os.urandom(16)
    digest = await asyncio.to_thread(_scrypt, password, salt)
    return StoredHash(salt, digest)


async def verify_password(password: str, stored: StoredHash) -> bool:
    candidate = await asyncio.to_thread(_scrypt, password, stored.salt)
    return hmac.compare_digest(candidate, stored.digest)


@routes.post("/users")
async def create_user(request: web.Request) -> web.Response:
    body = await request.json()
    username, password = body.get("username", ""), body.get("password", "")
    if len(password) < 12:
        raise web.HTTPBadRequest(text="password too short")
    stored = await hash_password(password)
    pool: asyncpg.Pool = request.app["pool"]
    await pool.execute(
        "INSERT INTO users (username, salt, pw_hash) VALUES ($1, $2, $3)",
        username, stored.salt, stored.digest,
    )
    return web.json_response({"username": username}, status=201)


@routes.post("/sessions")
async def login(request: web.Request) -> web.Response:
    body = await request.json()
    pool: asyncpg.Pool = request.app["pool"]
    row = await pool.fetchrow("SELECT salt, pw_hash FROM users WHERE username = $1", body.get("username"))
    if row is None or not await verify_password(body.get("password", ""), StoredHash(row["salt"], row["pw_hash"])):
        raise web.HTTPUnauthorized()
    return web.json_response({"ok": True})


async def init_pool(app: web.Application):
    app["pool"] = await asyncpg.create_pool(os.environ["DATABASE_URL"])
    yield
    await app["pool"].close()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(init_pool)
    app.add_routes(routes)
    return app
