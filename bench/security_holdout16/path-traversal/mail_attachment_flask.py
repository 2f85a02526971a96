import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
ATTACH_ROOT = os.path.realpath("/srv/mail/attachments")


def resolve_inside(root, *parts):
    candidate = os.path.realpath(os.path.join(root, *parts))
    if os.path.commonpath([root, candidate]) != root:
        return None
    return candidate


@app.route("/attachments/<mailbox>")
def attachment(mailbox):
    filename = request.args.get("f", "")
    path = resolve_inside(ATTACH_ROOT, mailbox, filename)
    if path is None or not os.path.isfile(path):
        abort(404)
    return send_file(path)
