import functools
import subprocess

from flask import Flask, jsonify, request

app = Flask(__name__)

run_shell = functools.partial(subprocess.run, shell=True, capture_output=True, text=True)


@app.post("/archives")
def build_archive():
    folder = request.form.get("folder", "reports")
    label = request.form.get("label", "export")
    parts = ["tar", "-czf", f"/srv/archives/{label}.tgz", "-C", "/srv/data", folder]
    command = " ".join(parts)
    result = run_shell(command)
    return jsonify(code=result.returncode, stderr=result.stderr)
