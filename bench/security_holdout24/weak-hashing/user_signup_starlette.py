import hashlib
import os

from starlette.responses import JSONResponse

ITERATIONS = 600_000


def password_digest(password: str) -> str:
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, ITERATIONS)
    return f"pbkdf2_sha256${ITERATIONS}${salt.hex()}${dk.hex()}"


async def signup(request):
    data = await request.json()
    email = data.get("email", "").strip().lower()
    password = data.get("password", "")
    if "@" not in email or len(password) < 10:
        return JSONResponse({"error": "email or password rejected"}, status_code=422)
    async with request.app.state.pool.acquire() as conn:
        user_id = await conn.fetchval(
            "INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id",
            email,
            password_digest(password),
        )
    return JSONResponse({"id": user_id}, status_code=201)
