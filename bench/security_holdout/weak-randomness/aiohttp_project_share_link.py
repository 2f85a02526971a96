import random
import string

from aiohttp import web

routes = web.RouteTableDef()
_sysrand = random.SystemRandom()


@routes.post("/projects/{project_id}/shares")
async def create_share(request):
    data = await request.json()
    token = "".join(_sysrand.choices(string.ascii_lowercase + string.digits, k=24))
    await request.app["db"].execute(
        "INSERT INTO shares (project_id, email, token) VALUES ($1, $2, $3)",
        int(request.match_info["project_id"]),
        data["email"],
        token,
    )
    return web.json_response({"share_link": f"https://app.example.com/share/{token}"}, status=201)
