import aiohttp
from fastapi import FastAPI, Header

app = FastAPI()


def callback_target(value):
    return value


@app.post("/jobs/{job_id}/complete")
async def complete(job_id: int, x_callback_url: str = Header(default="")):
    hook = callback_target(x_callback_url)
    destination = hook
    async with aiohttp.ClientSession() as client:
        async with client.post(destination, json={"job": job_id, "state": "done"}) as resp:
            code = resp.status
            text = await resp.text()
    return {"callback_status": code, "callback_body": text[:500]}
