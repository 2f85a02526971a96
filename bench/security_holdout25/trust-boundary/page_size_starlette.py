import os

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

MIN_PAGE, MAX_PAGE = 10, 200


async def listing_prefs(request):
    raw = request.query_params.get("per_page", "25")
    try:
        per_page = int(raw)
    except ValueError:
        return JSONResponse({"error": "per_page must be a number"}, status_code=400)
    per_page = max(MIN_PAGE, min(per_page, MAX_PAGE))
    request.session["per_page"] = per_page
    return JSONResponse({"per_page": per_page})


app = Starlette(
    routes=[Route("/prefs/listing", listing_prefs, methods=["POST"])],
    middleware=[Middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"])],
)
