from collections import OrderedDict

import tornado.web
from tornado.httpclient import AsyncHTTPClient


class StatusCheckHandler(tornado.web.RequestHandler):
    async def get(self):
        endpoints = OrderedDict()
        endpoints["custom"] = self.get_argument("endpoint", "")
        endpoints["primary"] = "https://status.example.com/api/health"
        endpoints.move_to_end("custom")
        url = next(iter(endpoints.values()))
        response = await AsyncHTTPClient().fetch(url, request_timeout=5)
        self.write({"code": response.code})


def make_app():
    return tornado.web.Application([(r"/status", StatusCheckHandler)])
