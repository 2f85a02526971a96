import http.server
import os
import socket
import socketserver

import zmq

PORT = 8080


def serve_metrics() -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    # ruleid: python-bind-all-interfaces
    sock.bind(("0.0.0.0", 9100))
    sock.listen()


def debug_listener(port: int) -> socket.socket:
    sock = socket.socket()
    # ruleid: python-bind-all-interfaces
    sock.bind(("", port))
    return sock


def serve_files() -> None:
    # ruleid: python-bind-all-interfaces
    with socketserver.TCPServer(("", PORT), http.server.SimpleHTTPRequestHandler) as httpd:
        httpd.serve_forever()


def ipv6_listener() -> socket.socket:
    sock = socket.socket(socket.AF_INET6, socket.SOCK_STREAM)
    # ruleid: python-bind-all-interfaces
    sock.bind(("::", 5000, 0, 0))
    return sock


def publisher(context: zmq.Context) -> zmq.Socket:
    pub = context.socket(zmq.PUB)
    # ruleid: python-bind-all-interfaces
    pub.bind("tcp://*:5556")
    return pub


def serve_metrics_local() -> None:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    # ok: python-bind-all-interfaces
    sock.bind(("127.0.0.1", 9100))
    sock.listen()


def configured_listener() -> socket.socket:
    sock = socket.socket()
    # ok: python-bind-all-interfaces
    sock.bind((os.environ.get("BIND_ADDRESS", "127.0.0.1"), int(os.environ.get("PORT", "8080"))))
    return sock


def free_port() -> int:
    with socket.socket() as sock:
        # ok: python-bind-all-interfaces
        sock.bind(("", 0))
        return sock.getsockname()[1]


def serve_files_local() -> None:
    # ok: python-bind-all-interfaces
    with socketserver.TCPServer(("localhost", PORT), http.server.SimpleHTTPRequestHandler) as httpd:
        httpd.serve_forever()


def publisher_local(context: zmq.Context) -> zmq.Socket:
    pub = context.socket(zmq.PUB)
    # ok: python-bind-all-interfaces
    pub.bind("tcp://127.0.0.1:5556")
    return pub


def ipc_publisher(context: zmq.Context) -> zmq.Socket:
    pub = context.socket(zmq.PUB)
    # ok: python-bind-all-interfaces
    pub.bind("ipc:///run/app/events")
    return pub
