from aiohttp import web

LOG_DIR = "/var/log/app"


async def tail_log(request):
    service = request.match_info["service"]
    lines = int(request.query.get("lines", "100"))
    target = f"{LOG_DIR}/{service}.log"
    with open(target, encoding="utf-8", errors="replace") as fh:
        content = fh.readlines()[-lines:]
    return web.Response(text="".join(content))


app = web.Application()
app.router.add_get("/logs/{service}", tail_log)

if __name__ == "__main__":
    web.run_app(app)
