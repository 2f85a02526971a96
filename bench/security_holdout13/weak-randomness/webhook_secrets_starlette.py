import hashlib
import hmac
import secrets
import string
from datetime import datetime

from starlette.applications import Starlette
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

ALPHABET = string.ascii_letters + string.digits
HOOKS = {}


def _new_signing_secret(length=40):
    return "whsec_" + "".join(secrets.choice(ALPHABET) for _ in range(length))


async def list_hooks(request):
    return JSONResponse([{"id": k, "url": v["url"]} for k, v in HOOKS.items()])


async def register_hook(request):
    data = await request.json()
    url = str(data.get("url", ""))
    if not url.startswith("https://"):
        return JSONResponse({"error": "https required"}, status_code=400)
    hook_id = str(len(HOOKS) + 1)
    signing_secret = _new_signing_secret()
    HOOKS[hook_id] = {"url": url, "secret": signing_secret, "created": datetime.utcnow().isoformat()}
    return JSONResponse({"id": hook_id, "secret": signing_secret}, status_code=201)


async def sign_preview(request):
    hook = HOOKS.get(request.path_params["hook_id"])
    if hook is None:
        return Response(status_code=404)
    body = await request.body()
    mac = hmac.new(hook["secret"].encode(), body, hashlib.sha256).hexdigest()
    return JSONResponse({"signature": mac})


async def delete_hook(request):
    HOOKS.pop(request.path_params["hook_id"], None)
    return Response(status_code=204)


app = Starlette(routes=[
    Route("/hooks", list_hooks, methods=["GET"]),
    Route("/hooks", register_hook, methods=["POST"]),
    Route("/hooks/{hook_id}/sign", sign_preview, methods=["POST"]),
    Route("/hooks/{hook_id}", delete_hook, methods=["DELETE"]),
])
