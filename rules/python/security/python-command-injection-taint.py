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
