import platform
import socket
import time

from flask import Flask

app = Flask(__name__)

SERVICE_NAME = "billing-api"
VERSION = "4.12.1"
STARTED = time.time()


@app.route("/status")
def status():
    uptime = int(time.time() - STARTED)
    hours, rem = divmod(uptime, 3600)
    html = (
        f"<html><body><h1>{SERVICE_NAME}</h1>"
        f"<p>version {VERSION} on {socket.gethostname()} (Python {platform.python_version()})</p>"
        f"<p>up {hours}h {rem // 60}m</p></body></html>"
    )
    return html
