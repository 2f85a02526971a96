from flask import Flask, current_app, request

from jobs.queue import pending_count, worker_count

app = Flask(__name__)
app.config["QUEUE_NAME"] = "render-jobs"


@app.route("/queue/status")
def queue_status():
    queue = current_app.config["QUEUE_NAME"]
    refresh = request.args.get("refresh", type=int) or 30
    pending = pending_count(queue)
    workers = worker_count(queue)
    body = f"<h1>Queue {queue}</h1><p>{pending} jobs waiting, {workers} workers online.</p>"
    return f'<html><head><meta http-equiv="refresh" content="{refresh}"></head><body>{body}</body></html>'
