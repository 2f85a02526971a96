import os
import shlex

from sanic import Sanic
from sanic.response import text

app = Sanic("logtail")
SERVICES = {"web", "worker", "scheduler"}

quote_all = lambda items: " ".join(shlex.quote(i) for i in items)


@app.get("/logs/tail")
async def tail_log(request):
    service = request.args.get("service", "web")
    if service not in SERVICES:
        service = "web"
    lines = request.args.get("lines", "100")
    logfile = f"/var/log/services/{service}.log"
    cmd = "tail -n " + quote_all([lines, logfile])
    with os.popen(cmd) as pipe:
        output = pipe.read()
    return text(output)
