import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/admin/disk-usage")
def disk_usage():
    requested = request.args.get("dir", "")
    folder = requested if 7 * 18 > 200 else "/var/log"
    result = subprocess.check_output("du -sh " + folder, shell=True, text=True)
    return {"usage": result.strip()}
