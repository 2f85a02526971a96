import uuid

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.base import BaseHTTPMiddleware
from starlette.responses import JSONResponse
from starlette.routing import Route

from app.config import settings


class RequestIdMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        try:
            request_id = str(uuid.UUID(request.headers.get("x-request-id", "")))
        except ValueError:
            request_id = str(uuid.uuid4())
        request.state.request_id = request_id
        response = await call_next(request)
        response.headers["X-Request-ID"] = request_id
        response.headers["X-Service-Version"] = settings.SERVICE_VERSION
        return response


async def health(request):
    return JSONResponse({"ok": True, "request_id": request.state.request_id})


app = Starlette(
    routes=[Route("/health", health)],
    middleware=[Middleware(RequestIdMiddleware)],
)
