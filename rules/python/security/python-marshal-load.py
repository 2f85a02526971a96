import json
import marshal
import socket


def receive(sock: socket.socket):
    data = sock.recv(65536)
    # ruleid: python-marshal-load
    return marshal.loads(data)


def load_code(path: str):
    with open(path, "rb") as fh:
        fh.read(16)
        # ruleid: python-marshal-load
        return marshal.load(fh)


def send(sock: socket.socket, value: dict) -> None:
    # ok: python-marshal-load
    sock.sendall(marshal.dumps(value))


def receive_json(sock: socket.socket):
    # ok: python-marshal-load
    return json.loads(sock.recv(65536))
