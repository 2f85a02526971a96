import uuid

from aiohttp import web


class ResponseDecorator:
    def __init__(self, request):
        self.request_id = uuid.uuid4().hex
        self.locale = request.query.get("locale", "en-US")

    def apply(self, response):
        response.headers["X-Request-Id"] = self.request_id
        response.headers["Content-Language"] = self.locale
        return response


async def greeting(request):
    deco = ResponseDecorator(request)
    resp = web.json_response({"message": "hello"})
    return deco.apply(resp)


app = web.Application()
app.router.add_get("/greeting", greeting)
