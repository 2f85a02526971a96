import os

from fastapi import FastAPI

app = FastAPI()


def make_prober(count: int):
    def probe(host: str) -> int:
        return os.system(f"ping -c {count} {host} > /dev/null 2>&1")

    return probe


@app.get("/diagnostics/ping/{host}")
def ping_host(host: str):
    probe = make_prober(3)
    status = probe(host)
    return {"host": host, "reachable": status == 0}
