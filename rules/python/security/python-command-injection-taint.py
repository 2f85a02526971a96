import asyncio
import os
import shlex
import subprocess

from django.http import HttpRequest, HttpResponse
from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    # ruleid: python-command-injection-taint
    out = subprocess.check_output(f"ping -c 1 {host}", shell=True)
    return out


@app.route("/ping/safe")
def ping_safe():
    host = request.args.get("host", "")
    # ok: python-command-injection-taint
    out = subprocess.check_output(["ping", "-c", "1", host])
    return out


@app.route("/ping/quoted")
def ping_quoted():
    host = shlex.quote(request.args.get("host", ""))
    # ok: python-command-injection-taint
    return subprocess.run("ping -c 1 " + host, shell=True, capture_output=True).stdout


@app.route("/convert", methods=["POST"])
def convert():
    name = request.form["name"]
    # ruleid: python-command-injection-taint
    os.system("convert uploads/%s out.png" % name)
    # ruleid: python-command-injection-taint
    subprocess.run(["sh", "-c", "convert " + name])
    return "ok"


def django_tool(request: HttpRequest) -> HttpResponse:
    tool = request.POST["tool"]
    # ruleid: python-command-injection-taint
    subprocess.Popen([tool, "--version"])
    # ruleid: python-command-injection-taint
    os.execvp(tool, [tool])
    # ok: python-command-injection-taint
    subprocess.run(["/usr/bin/git", "log", "--format=%H", "--", tool], check=True)
    return HttpResponse("ok")


@app.route("/grep")
async def grep_async():
    pattern = request.args["p"]
    # ruleid: python-command-injection-taint
    proc = await asyncio.create_subprocess_shell("grep " + pattern + " /var/log/app.log")
    await proc.wait()
    # ok: python-command-injection-taint
    proc = await asyncio.create_subprocess_exec("grep", "--", pattern, "/var/log/app.log")
    await proc.wait()
    return "done"


def build(target: str) -> None:
    # ok: python-command-injection-taint
    subprocess.run(f"make {target}", shell=True, check=True)


@app.route("/version")
def version():
    # ok: python-command-injection-taint
    return subprocess.check_output(["git", "describe", "--tags"], text=True)


@app.route("/archive-joined")
def archive_joined():
    folder = request.args["folder"]
    # ok: python-command-injection-taint
    subprocess.run(shlex.join(["tar", "czf", "backup.tgz", folder]), shell=True, check=True)
    return "ok"


@app.route("/tail")
def tail():
    count = request.args["n"]
    # ok: python-command-injection-taint
    return subprocess.check_output(f"tail -n {int(count)} /var/log/app.log", shell=True)


SERVICES = frozenset({"nginx", "redis"})
BLOCKED_HOSTS = {"localhost", "127.0.0.1"}
TOOLS = {"disk": "df -h", "memory": "free -m"}


@app.post("/restart")
def restart():
    unit = request.form["unit"]
    if unit not in SERVICES:
        return "unknown unit", 400
    # ok: python-command-injection-taint
    os.system("systemctl restart " + unit)
    return "ok"


@app.route("/trace")
def trace():
    target = request.args["target"]
    if target in BLOCKED_HOSTS:
        return "refused", 403
    # ruleid: python-command-injection-taint
    return subprocess.check_output("traceroute " + target, shell=True)


@app.route("/tool")
def tool():
    command = TOOLS.get(request.args.get("name", ""), "uptime")
    # ok: python-command-injection-taint
    return subprocess.check_output(command, shell=True)


@app.route("/tool/args")
def tool_with_args():
    command = TOOLS[request.args["name"]] + " " + request.args.get("flags", "")
    # ruleid: python-command-injection-taint
    return subprocess.check_output(command, shell=True)


@app.route("/convert")
def convert():
    fmt = request.args.get("format", "png")
    if fmt in ("png", "jpg", "webp"):
        # ok: python-command-injection-taint
        os.system(f"convert /srv/in.tiff /srv/out.{fmt}")
    return "done"
