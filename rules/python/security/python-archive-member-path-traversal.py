import os
import shutil
import tarfile
import zipfile
from pathlib import Path
from werkzeug.utils import secure_filename


def unpack_zip(archive_path: str, target: str) -> None:
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            destination = os.path.join(target, info.filename)
            if info.is_dir():
                # ruleid: python-archive-member-path-traversal
                os.makedirs(destination, exist_ok=True)
                continue
            # ruleid: python-archive-member-path-traversal
            with open(destination, "wb") as out:
                out.write(archive.read(info))


def unpack_tar(archive_path: str, target: Path) -> None:
    with tarfile.open(archive_path) as archive:
        for member in archive.getmembers():
            source = archive.extractfile(member)
            if source is None:
                continue
            # ruleid: python-archive-member-path-traversal
            (target / member.name).write_bytes(source.read())


def unpack_names(archive_path: str, target: str) -> None:
    archive = zipfile.ZipFile(archive_path)
    for name in archive.namelist():
        # ruleid: python-archive-member-path-traversal
        with open(os.path.join(target, name), mode="wb") as out:
            shutil.copyfileobj(archive.open(name), out)


def unpack_zip_checked(archive_path: str, target: str) -> None:
    root = os.path.realpath(target)
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            destination = os.path.realpath(os.path.join(root, info.filename))
            if os.path.commonpath([root, destination]) != root:
                raise ValueError(f"unsafe member {info.filename!r}")
            # ok: python-archive-member-path-traversal
            with open(destination, "wb") as out:
                out.write(archive.read(info))


def unpack_flat(archive_path: str, target: str) -> None:
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            # ok: python-archive-member-path-traversal
            with open(os.path.join(target, os.path.basename(info.filename)), "wb") as out:
                out.write(archive.read(info))


def unpack_tar_checked(archive_path: str, target: Path) -> None:
    root = target.resolve()
    with tarfile.open(archive_path) as archive:
        for member in archive.getmembers():
            destination = (root / member.name).resolve()
            if not destination.is_relative_to(root):
                raise ValueError(member.name)
            source = archive.extractfile(member)
            if source is not None:
                # ok: python-archive-member-path-traversal
                destination.write_bytes(source.read())


def list_members(archive_path: str, report: str) -> None:
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            # ok: python-archive-member-path-traversal
            with open(report, "a") as out:
                out.write(info.filename + "\n")


def unpack_flat(archive_path: str, target: str) -> None:
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            # ok: python-archive-member-path-traversal
            with open(os.path.join(target, secure_filename(info.filename)), "wb") as out:
                out.write(archive.read(info))


def unpack_checked(archive_path: str, target: str) -> None:
    root = os.path.realpath(target)
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            destination = os.path.realpath(os.path.join(root, info.filename))
            if not destination.startswith(root + os.sep):
                raise ValueError(f"{info.filename} leaves {root}")
            # ok: python-archive-member-path-traversal
            with open(destination, "wb") as out:
                out.write(archive.read(info))


def unpack_relative(archive_path: str, target: Path) -> None:
    with tarfile.open(archive_path) as archive:
        for member in archive.getmembers():
            destination = (target / member.name).resolve()
            destination.relative_to(target.resolve())
            source = archive.extractfile(member)
            if source is not None:
                # ok: python-archive-member-path-traversal
                destination.write_bytes(source.read())


def unpack_lexical(archive_path: str, target: str) -> None:
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            destination = os.path.join(target, info.filename)
            # `target/../../etc/cron.d/x` starts with the target: the check needs a normalised path
            if not destination.startswith(target + os.sep):
                raise ValueError(info.filename)
            # ruleid: python-archive-member-path-traversal
            with open(destination, "wb") as out:
                out.write(archive.read(info))


def unpack_normalised(archive_path: str, target: str) -> None:
    with zipfile.ZipFile(archive_path) as archive:
        for info in archive.infolist():
            destination = os.path.normpath(os.path.join(target, info.filename))
            if not destination.startswith(target + os.sep):
                raise ValueError(info.filename)
            # ok: python-archive-member-path-traversal
            with open(destination, "wb") as out:
                out.write(archive.read(info))
