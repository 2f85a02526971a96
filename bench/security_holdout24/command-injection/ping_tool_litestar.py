import asyncio
import ipaddress

from litestar import Litestar, post
from litestar.exceptions import ValidationException


@post("/diag/ping")
async def ping(data: dict[str, str]) -> dict:
    try:
        address = ipaddress.ip_address(data.get("host", "").strip())
        count = max(1, min(int(data.get("count", 3)), 10))
    except ValueError:
        raise ValidationException("host must be an IP address and count a number")
    binary = "ping6" if address.version == 6 else "ping"
    args = [binary, "-c", str(count), "-W", "2", str(address)]
    proc = await asyncio.create_subprocess_exec(
        *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await proc.communicate()
    return {"exit": proc.returncode, "output": out.decode(errors="replace")}


app = Litestar(route_handlers=[ping])
