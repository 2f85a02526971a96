import httpx
from fastapi import FastAPI
from pydantic import BaseModel, field_validator

app = FastAPI()
PARTNER_HOSTS = {"hooks.partner-one.example", "api.partner-two.example"}


class CallbackRegistration(BaseModel):
    partner: str
    callback_url: str

    @field_validator("callback_url")
    @classmethod
    def partner_host_only(cls, value: str) -> str:
        url = httpx.URL(value)
        if url.scheme != "https" or url.host not in PARTNER_HOSTS or url.port not in (None, 443):
            raise ValueError("callback must be an https URL on a registered partner host")
        return str(url)


@app.post("/callbacks/verify")
async def verify_callback(reg: CallbackRegistration):
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        resp = await client.get(reg.callback_url, params={"challenge": "ok"})
    return {"partner": reg.partner, "reachable": resp.status_code == 200}
