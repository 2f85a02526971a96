import os

from flask import Flask

app = Flask(__name__)


@app.route("/admin/usage/<volume>")
def disk_usage(volume):
    candidates = ["/var/data"]
    candidates.append(volume)
    candidates.append("/var/log")
    candidates.pop(0)
    mount = candidates[1]
    with os.popen("du -sh " + mount) as proc:
        report = proc.read()
    return {"usage": report.strip()}
