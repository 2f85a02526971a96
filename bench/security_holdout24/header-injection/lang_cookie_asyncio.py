import asyncio
from urllib.parse import parse_qs, urlsplit

HOME_BY_LANG = {"en": "/en/", "de": "/de/", "fr": "/fr/"}


async def handle(reader, writer):
    request_line = (await reader.readline()).decode("latin-1").strip()
    while (await reader.readline()) not in (b"\r\n", b"\n", b""):
        pass
    try:
        _method, target, _version = request_line.split(" ", 2)
    except ValueError:
        writer.close()
        return
    query = parse_qs(urlsplit(target).query)
    lang = query.get("lang", ["en"])[0]
    home = HOME_BY_LANG.get(lang[:2], "/en/")
    writer.write(b"HTTP/1.1 303 See Other\r\n")
    writer.write(f"Location: {home}\r\n".encode("latin-1"))
    writer.write(f"Set-Cookie: lang={lang}; Path=/; Max-Age=31536000\r\n".encode("latin-1"))
    writer.write(b"Content-Length: 0\r\nConnection: close\r\n\r\n")
    await writer.drain()
    writer.close()


async def main():
    server = await asyncio.start_server(handle, "0.0.0.0", 8081)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main())
