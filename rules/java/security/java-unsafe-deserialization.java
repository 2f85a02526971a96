package com.example.session;

import java.beans.XMLDecoder;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.util.Base64;

public class SessionCodec {
    public Object decode(String cookie) throws IOException, ClassNotFoundException {
        byte[] raw = Base64.getDecoder().decode(cookie);
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw));
        // ruleid: java-unsafe-deserialization
        return in.readObject();
    }

    public Object fromXml(InputStream body) {
        try (XMLDecoder decoder = new XMLDecoder(body)) {
            // ruleid: java-unsafe-deserialization
            return decoder.readObject();
        }
    }

    public Object inline(InputStream body) throws IOException, ClassNotFoundException {
        // ruleid: java-unsafe-deserialization
        return new ObjectInputStream(body).readObject();
    }

    public Object decodeFiltered(byte[] raw) throws IOException, ClassNotFoundException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw));
        in.setObjectInputFilter(ObjectInputFilter.Config.createFilter("com.example.session.*;!*"));
        // ok: java-unsafe-deserialization
        return in.readObject();
    }

    public Object decodeAllowlisted(byte[] raw) throws IOException, ClassNotFoundException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw)) {
            @Override
            protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
                if (!desc.getName().startsWith("com.example.session.")) {
                    throw new IOException("blocked " + desc.getName());
                }
                return super.resolveClass(desc);
            }
        };
        // ok: java-unsafe-deserialization
        return in.readObject();
    }

    public int readVersion(InputStream body) throws IOException {
        ObjectInputStream in = new ObjectInputStream(body);
        // ok: java-unsafe-deserialization
        return in.readInt();
    }
}
