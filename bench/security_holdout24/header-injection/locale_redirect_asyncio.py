import asyncio
from urllib.parse import parse_qsl, urlsplit

DEFAULT_LANG = "en"


def build_response(status: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"HTTP/1.1 {status}", *(f"{k}: {v}" for k, v in headers.items()), f"Content-Length: {len(body)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter):
    request_line = (await reader.readline()).decode("latin-1")
    while (await reader.readline()) not in (b"\r\n", b"\n", b""):
        pass
    try:
        _method, target, _version = request_line.split()
    except ValueError:
        writer.close()
        return
    lang = dict(parse_qsl(urlsplit(target).query)).get("lang", DEFAULT_LANG)
    headers = {"Location": f"/{lang}/", "Set-Cookie": f"lang={lang}; Path=/; Max-Age=31536000"}
    writer.write(build_response("302 Found", {**headers, "Connection": "close"}))
    await writer.drain()
    writer.close()


async def main():
    server = await asyncio.start_server(handle, "0.0.0.0", 8082)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
