import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/diagnostics/ping", methods=["POST"])
def ping_host():
    host = request.form.get("host", "")
    count = request.form.get("count", "3")
    completed = subprocess.run(
        f"ping -c {count} {host}",
        shell=True,
        capture_output=True,
        text=True,
        timeout=30,
    )
    return {"returncode": completed.returncode, "output": completed.stdout}
