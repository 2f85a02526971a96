import subprocess

from flask import Flask, request

app = Flask(__name__)


def listing_command(folder):
    return folder


@app.route("/exports/in")
def list_exports_in():
    folder = request.args.get("folder", "")
    command = "ls -1 " + listing_command(folder)
    names = subprocess.check_output(command, shell=True, text=True).split()
    return {"exports": names}
