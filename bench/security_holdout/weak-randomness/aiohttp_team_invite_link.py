import random
import string

from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/teams/{team_id}/invites")
async def create_invite(request):
    data = await request.json()
    token = "".join(random.choices(string.ascii_lowercase + string.digits, k=24))
    await request.app["db"].execute(
        "INSERT INTO invites (team_id, email, token) VALUES ($1, $2, $3)",
        int(request.match_info["team_id"]),
        data["email"],
        token,
    )
    return web.json_response({"invite_link": f"https://app.example.com/join/{token}"}, status=201)
