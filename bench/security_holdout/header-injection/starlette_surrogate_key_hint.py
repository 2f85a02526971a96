from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route


def surrogate_keys(tags):
    return " ".join(str(t).strip() for t in tags)


async def publish(request):
    body = await request.json()
    await request.app.state.pages.publish(body["page_id"])
    response = JSONResponse({"published": True})
    response.headers["Surrogate-Key"] = surrogate_keys(body.get("tags", []))
    return response


app = Starlette(routes=[Route("/publish", publish, methods=["POST"])])
