import subprocess

from bottle import Bottle, request, response

app = Bottle()


def run_probe(target, count):
    cmd = "ping -c %d %s" % (count, target)
    return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=20)


@app.get("/diagnostics/ping")
def ping():
    host = request.query.get("host", "127.0.0.1")
    count = 3 if request.query.get("quick") else 5
    result = run_probe(host, count)
    response.content_type = "text/plain"
    return result.stdout or result.stderr
