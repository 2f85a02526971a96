import subprocess

from flask import Flask, jsonify

app = Flask(__name__)
app.config["STORAGE_MOUNTS"] = ["/var/lib/uploads", "/var/lib/exports"]
app.config["DISK_WARN_PERCENT"] = 85


def _df(mount):
    output = subprocess.check_output(
        f"df -P {mount} | tail -n 1",
        shell=True,
        text=True,
    )
    fields = output.split()
    used, available = int(fields[2]), int(fields[3])
    percent = round(100 * used / max(used + available, 1), 1)
    return {
        "mount": mount,
        "used_kb": used,
        "available_kb": available,
        "warning": percent >= app.config["DISK_WARN_PERCENT"],
    }


@app.get("/health/storage")
def storage_health():
    return jsonify([_df(m) for m in app.config["STORAGE_MOUNTS"]])
