import json
import subprocess

WORKDIR = "/tmp"


def _resize_cmd(src, size):
    parts = ["convert", src, "-resize", size, WORKDIR + "/out.png"]
    return " ".join(parts)


def handler(event, context):
    params = event.get("queryStringParameters") or {}
    size = params.get("size", "128x128")
    source = WORKDIR + "/in.png"
    cmd = _resize_cmd(source, size)
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return {
        "statusCode": 200 if result.returncode == 0 else 500,
        "body": json.dumps({"stderr": result.stderr}),
    }
