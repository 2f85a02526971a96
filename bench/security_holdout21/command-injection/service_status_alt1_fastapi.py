import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()

SERVICES = {
    "web": "nginx",
    "db": "postgresql",
    "cache": "redis-server",
}


@app.get("/ops/status/{service}")
def service_status(service: str):
    unit = SERVICES.get(service.strip().lower())
    if unit is None:
        raise HTTPException(status_code=404, detail="unknown service")
    out = subprocess.check_output(f"systemctl is-active {unit} || true", shell=True, text=True)
    return {"service": service, "state": out.strip()}
