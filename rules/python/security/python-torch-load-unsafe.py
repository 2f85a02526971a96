import torch
from safetensors.torch import load_file


def load_checkpoint(path: str) -> dict:
    # ruleid: python-torch-load-unsafe
    return torch.load(path, map_location="cpu")


def load_explicit_unsafe(path: str) -> dict:
    # ruleid: python-torch-load-unsafe
    return torch.load(path, weights_only=False)


def load_checkpoint_safe(path: str) -> dict:
    # ok: python-torch-load-unsafe
    return torch.load(path, map_location="cpu", weights_only=True)


def load_safetensors(path: str) -> dict:
    # ok: python-torch-load-unsafe
    return load_file(path)


def save(model: torch.nn.Module, path: str) -> None:
    # ok: python-torch-load-unsafe
    torch.save(model.state_dict(), path)
