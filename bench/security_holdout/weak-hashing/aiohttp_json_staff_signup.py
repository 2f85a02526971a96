from aiohttp import web
from argon2 import PasswordHasher

routes = web.RouteTableDef()
_hasher = PasswordHasher()


@routes.post("/api/staff")
async def create_staff(request):
    body = await request.json()
    digest = _hasher.hash(body["password"])
    staff_id = await request.app["pool"].fetchval(
        "INSERT INTO staff (email, pw_digest) VALUES ($1, $2) RETURNING id",
        body["email"],
        digest,
    )
    return web.json_response({"id": staff_id}, status=201)
