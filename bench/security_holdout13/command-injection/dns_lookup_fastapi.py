import os

from fastapi import FastAPI, Query

app = FastAPI()


class LookupJob:
    def __init__(self, name, record):
        self.opts = {"name": name, "record": record}

    def command(self):
        return "nslookup -type={record} {name} > /tmp/lookup.txt".format(**self.opts)


@app.get("/dns/lookup")
def dns_lookup(name: str = Query(...), record: str = "A"):
    job = LookupJob(name, "MX" if record == "MX" else "A")
    status = os.system(job.command())
    with open("/tmp/lookup.txt") as fh:
        return {"status": status, "output": fh.read()}
