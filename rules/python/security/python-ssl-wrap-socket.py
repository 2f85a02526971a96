import socket
import ssl


def connect(host: str) -> ssl.SSLSocket:
    sock = socket.create_connection((host, 443))
    # ruleid: python-ssl-wrap-socket
    return ssl.wrap_socket(sock)


def serve(listener: socket.socket) -> ssl.SSLSocket:
    conn, _ = listener.accept()
    # ruleid: python-ssl-wrap-socket
    return ssl.wrap_socket(conn, server_side=True, certfile="server.crt", keyfile="server.key")


def connect_verified(host: str) -> ssl.SSLSocket:
    context = ssl.create_default_context()
    sock = socket.create_connection((host, 443))
    # ok: python-ssl-wrap-socket
    return context.wrap_socket(sock, server_hostname=host)


def serve_with_context(listener: socket.socket) -> ssl.SSLSocket:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain("server.crt", "server.key")
    conn, _ = listener.accept()
    # ok: python-ssl-wrap-socket
    return context.wrap_socket(conn, server_side=True)
