import subprocess

from fastapi import FastAPI

app = FastAPI()

DATA_MOUNTS = ("/var/lib/postgresql", "/srv/uploads", "/var/log")
DF_COMMAND = "df -P " + " ".join(DATA_MOUNTS) + " | tail -n +2"
WARN_PERCENT = 85


@app.get("/health/disk")
def disk_usage():
    out = subprocess.run(DF_COMMAND, shell=True, capture_output=True, text=True, check=True).stdout
    mounts = []
    for line in out.splitlines():
        fields = line.split()
        if len(fields) < 6:
            continue
        avail, pct, mount = fields[3], fields[4], fields[5]
        mounts.append({"mount": mount, "used_pct": int(pct.rstrip("%")), "avail_kb": int(avail)})
    return {
        "mounts": mounts,
        "warning": any(m["used_pct"] >= WARN_PERCENT for m in mounts),
    }
