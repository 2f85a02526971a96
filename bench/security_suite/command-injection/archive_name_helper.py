import subprocess

from flask import Flask, request

app = Flask(__name__)


def listing_command(folder):
    return "ls -1 /srv/exports"


@app.route("/exports")
def list_exports():
    folder = request.args.get("folder", "")
    command = listing_command(folder)
    names = subprocess.check_output(command, shell=True, text=True).split()
    return {"exports": names}
