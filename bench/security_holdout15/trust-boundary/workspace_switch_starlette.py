import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

MEMBERSHIPS = {"u-100": {"acme", "globex"}, "u-200": {"initech"}}


async def switch_workspace(request):
    user_id = request.session.get("user_id")
    if user_id is None:
        return JSONResponse({"error": "login required"}, status_code=401)
    form = await request.form()
    workspace = str(form.get("workspace", ""))
    if workspace not in MEMBERSHIPS.get(user_id, set()):
        return JSONResponse({"error": "not a member"}, status_code=403)
    request.session["workspace"] = workspace
    return JSONResponse({"workspace": workspace})


app = Starlette(
    routes=[Route("/workspace", switch_workspace, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)],
)
