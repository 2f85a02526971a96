import asyncio
import json
import logging
import shutil

import tornado.ioloop
import tornado.web

log = logging.getLogger("diagnostics")

CHECKS = {
    "disk": ["df", "-h", "/"],
    "memory": ["free", "-m"],
    "uptime": ["uptime"],
    "network": ["ss", "-tln"],
}


class CheckRunner:
    def __init__(self, timeout=10):
        self.timeout = timeout

    async def run(self, name):
        argv = CHECKS[name]
        if shutil.which(argv[0]) is None:
            return {"check": name, "error": "tool missing"}
        proc = await asyncio.create_subprocess_exec(
            *argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
        )
        try:
            out, err = await asyncio.wait_for(proc.communicate(), self.timeout)
        except asyncio.TimeoutError:
            proc.kill()
            return {"check": name, "error": "timeout"}
        return {"check": name, "rc": proc.returncode, "output": out.decode(errors="replace")}


class BaseHandler(tornado.web.RequestHandler):
    def write_json(self, payload, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(payload))


class ListChecksHandler(BaseHandler):
    def get(self):
        self.write_json({"checks": sorted(CHECKS)})


class RunCheckHandler(BaseHandler):
    def initialize(self, runner):
        self.runner = runner

    async def post(self):
        requested = self.get_body_argument("check", "uptime")
        if requested not in CHECKS:
            log.warning("rejected unknown check %r", requested)
            self.write_json({"error": "unknown check"}, status=400)
            return
        result = await self.runner.run(requested)
        self.write_json(result)


def make_app():
    runner = CheckRunner()
    return tornado.web.Application([
        (r"/checks", ListChecksHandler),
        (r"/checks/run", RunCheckHandler, {"runner": runner}),
    ])


if __name__ == "__main__":
    make_app().listen(8900)
    tornado.ioloop.IOLoop.current().start()
