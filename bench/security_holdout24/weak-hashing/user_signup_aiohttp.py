import hashlib

from aiohttp import web


def password_digest(password: str) -> str:
    return hashlib.md5(password.encode("utf-8")).hexdigest()


async def signup(request: web.Request) -> web.Response:
    data = await request.json()
    email = data.get("email", "").strip().lower()
    password = data.get("password", "")
    if "@" not in email or len(password) < 10:
        raise web.HTTPUnprocessableEntity(text="email or password rejected")
    pool = request.app["pool"]
    async with pool.acquire() as conn:
        user_id = await conn.fetchval(
            "INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id",
            email,
            password_digest(password),
        )
    return web.json_response({"id": user_id}, status=201)
