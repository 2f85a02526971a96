import hashlib
import os

from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/api/users")
async def create_user(request):
    body = await request.json()
    salt = os.urandom(8)
    digest = hashlib.new("sha1", salt + body["password"].encode()).hexdigest()
    user_id = await request.app["pool"].fetchval(
        "INSERT INTO users (email, salt, pw_digest) VALUES ($1, $2, $3) RETURNING id",
        body["email"],
        salt.hex(),
        digest,
    )
    return web.json_response({"id": user_id}, status=201)
